//
//  ObsDetailNoInteractionCell.h
//  iNaturalist
//
//  Created by Alex Shepard on 12/29/15.
//  Copyright © 2015 iNaturalist. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface ObsDetailNoInteractionHeaderFooter : UITableViewHeaderFooterView
@property UILabel *noInteractionLabel;
@end
