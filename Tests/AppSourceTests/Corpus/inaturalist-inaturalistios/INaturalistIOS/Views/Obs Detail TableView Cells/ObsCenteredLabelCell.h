//
//  ObsSingleButtonCell.h
//  iNaturalist
//
//  Created by Alex Shepard on 12/17/15.
//  Copyright © 2015 iNaturalist. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface ObsCenteredLabelCell : UITableViewCell

@property UILabel *centeredLabel;

@end
