//
//  ObsDetailAddActivityFooter.h
//  iNaturalist
//
//  Created by Alex Shepard on 12/10/15.
//  Copyright © 2015 iNaturalist. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface ObsDetailAddActivityFooter : UITableViewHeaderFooterView

@property IBOutlet UIButton *commentButton;
@property IBOutlet UIButton *suggestIDButton;

@end
